import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import type { Role } from '../entities/admin-user.entity.js';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from '../staff-accounts.js';
import type { StaffChangeAction } from '../staff-users.repository.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const ROLE = { enum: ROLES, enumName: 'StaffRole', example: 'editor' } as const;
const CHANGE_ACTIONS: StaffChangeAction[] = [
  'created',
  'role-changed',
  'renamed',
  'password-set',
  'disabled',
  'enabled',
  'sign-in-link-sent',
];

/** A staff account as owners see it on the staff accounts screen. */
export class StaffAccountDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'maria' })
  username: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Maria Lopez',
    description: 'The person’s name; null for an account made before names were kept',
  })
  name: string | null;

  @ApiProperty(ROLE)
  role: Role;

  @ApiProperty({ description: 'False once disabled: it cannot sign in and has no sessions' })
  active: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disabledAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: never signed in' })
  lastSignInAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class StaffAccountListDto {
  @ApiProperty({ type: [StaffAccountDto], description: 'Active accounts first, then by username' })
  items: StaffAccountDto[];
}

/** An owner adds a person: their name, the username they sign in with, a role and a first password. */
export class CreateStaffAccountDto {
  @ApiProperty({ example: 'Maria Lopez', minLength: 1, maxLength: MAX_NAME_LENGTH })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please give the person’s name' })
  @MaxLength(MAX_NAME_LENGTH)
  name: string;

  @ApiProperty({ example: 'maria', pattern: '^[A-Za-z0-9._-]{3,64}$' })
  @Transform(trim)
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{3,64}$/, {
    message: 'The username must be 3 to 64 letters, digits, dots, dashes or underscores',
  })
  username: string;

  @ApiProperty(ROLE)
  @IsIn(ROLES, { message: `The role must be one of: ${ROLES.join(', ')}` })
  role: Role;

  @ApiPropertyOptional({
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: 256,
    format: 'password',
    description: 'A first password, told to the person; or leave it out and send signInLinkEmail',
  })
  @ValidateIf((o: CreateStaffAccountDto) => o.password !== undefined || o.signInLinkEmail === undefined)
  @IsString({ message: 'Set a first password or send a sign-in link' })
  @MinLength(MIN_PASSWORD_LENGTH, {
    message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  @MaxLength(256)
  password?: string;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: 254,
    example: 'maria@example.com',
    description:
      'Instead of a password: where to e-mail a one-time link (72 h) with which the person sets their own password. Not kept on the account.',
  })
  @ValidateIf((o: CreateStaffAccountDto) => o.signInLinkEmail !== undefined || o.password === undefined)
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  signInLinkEmail?: string;
}

/** Where an owner e-mails a one-time sign-in link for an account. */
export class SendSignInLinkDto {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'maria@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;
}

/** The token of a sign-in link, as the person's page read it from the link. */
export class SignInLinkTokenDto {
  @ApiProperty({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'This is not a sign-in link' })
  token: string;
}

/** A sign-in link used: its token and the password the person chose. */
export class UseSignInLinkDto extends SignInLinkTokenDto {
  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: 256, format: 'password' })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, {
    message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  @MaxLength(256)
  password: string;
}

/** Whom an open sign-in link signs in. */
export class SignInLinkHolderDto {
  @ApiProperty({ example: 'maria' })
  username: string;

  @ApiProperty({ type: String, nullable: true, example: 'Maria Lopez' })
  name: string | null;
}

/** An owner's change to an account: only the fields sent change. */
export class UpdateStaffAccountDto {
  @ApiPropertyOptional({ example: 'Maria Lopez', minLength: 1, maxLength: MAX_NAME_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please give the person’s name' })
  @MaxLength(MAX_NAME_LENGTH)
  name?: string;

  @ApiPropertyOptional(ROLE)
  @IsOptional()
  @IsIn(ROLES, { message: `The role must be one of: ${ROLES.join(', ')}` })
  role?: Role;

  @ApiPropertyOptional({
    description: 'true disables the account (its sessions end at once), false enables it',
  })
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}

/** A new password an owner sets for an account (its sessions end). */
export class SetStaffPasswordDto {
  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: 256, format: 'password' })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, {
    message: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  @MaxLength(256)
  password: string;
}

/** One line of the audit list of staff accounts. */
export class StaffChangeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  changedAt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'owner',
    description: 'Who made the change; null: the command line (npm run staff)',
  })
  changedBy: string | null;

  @ApiProperty({ example: 'maria', description: 'The account changed' })
  username: string;

  @ApiProperty({ enum: CHANGE_ACTIONS, enumName: 'StaffChangeAction', example: 'role-changed' })
  action: StaffChangeAction;

  @ApiProperty({ type: String, nullable: true, example: 'editor → viewer' })
  detail: string | null;
}

export class StaffChangeListDto {
  @ApiProperty({ type: [StaffChangeDto], description: 'The newest 200 changes, newest first' })
  items: StaffChangeDto[];
}
