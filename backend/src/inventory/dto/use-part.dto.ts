import { Units } from './part-fields.js';

export class UsePartDto {
  @Units('Units used on the order (its reservation first)')
  quantity: number;
}
