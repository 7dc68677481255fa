import { Units } from '../../inventory/dto/part-fields.js';

export class UsePartDto {
  @Units('Units used on the order (its reservation first)')
  quantity: number;
}
