import { ApiProperty } from '@nestjs/swagger';

/** Sign-in form. Checked by the local strategy (it runs before validation pipes). */
export class LoginDto {
  @ApiProperty({ example: 'editor', minLength: 1, maxLength: 64 })
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: 1, maxLength: 256, format: 'password' })
  password: string;
}
