import { Module } from '@nestjs/common';

/** Staff sign-in, sessions and roles: filled by its own issue. */
@Module({})
export class AuthModule {}
