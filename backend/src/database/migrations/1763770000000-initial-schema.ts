import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ten tables of spec section 3. Money is integer cents; required fields are NOT NULL; the
 * spec's defaults are column defaults; invariants (unique username, one price per cell, sane
 * amounts, known roles and statuses) are constraints.
 */
export class InitialSchema1763770000000 implements MigrationInterface {
  name = 'InitialSchema1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        device_info text,
        discount_claimed text NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE repair_quotes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
        device_type text NOT NULL,
        device_model text NOT NULL,
        repair_type text NOT NULL,
        estimated_price_cents integer NOT NULL CHECK (estimated_price_cents >= 0),
        status text NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE appointments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
        appointment_date timestamptz NOT NULL,
        appointment_type text NOT NULL,
        device_info text,
        notes text,
        status text NOT NULL DEFAULT 'scheduled',
        device_brand text,
        device_model text,
        repair_services text[],
        estimated_price_cents integer CHECK (estimated_price_cents >= 0),
        estimated_duration integer CHECK (estimated_duration >= 0),
        customer_first_name text,
        customer_last_name text,
        customer_phone text,
        customer_email text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_appointments_date ON appointments (appointment_date)`);
    await q.query(`
      CREATE TABLE inventory (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        part_name text NOT NULL,
        device_model text,
        part_type text,
        quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
        unit_price_cents integer CHECK (unit_price_cents >= 0),
        supplier text,
        last_restocked timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE repair_orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
        appointment_id uuid REFERENCES appointments(id) ON DELETE SET NULL,
        device_type text NOT NULL,
        device_model text NOT NULL,
        repair_type text NOT NULL,
        status text NOT NULL DEFAULT 'received',
        parts_used text[],
        total_cost_cents integer CHECK (total_cost_cents >= 0),
        labor_cost_cents integer CHECK (labor_cost_cents >= 0),
        parts_cost_cents integer CHECK (parts_cost_cents >= 0),
        started_at timestamptz,
        completed_at timestamptz,
        picked_up_at timestamptz,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE device_models (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        category text NOT NULL,
        subcategory text,
        brand text NOT NULL,
        model_name text NOT NULL,
        image text NOT NULL,
        base_price_cents integer NOT NULL CHECK (base_price_cents >= 0),
        bookable boolean NOT NULL DEFAULT true,
        display_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE service_types (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name text NOT NULL,
        base_price_cents integer NOT NULL CHECK (base_price_cents >= 0),
        warranty text NOT NULL,
        display_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE retail_prices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        device_model_id uuid NOT NULL REFERENCES device_models(id) ON DELETE CASCADE,
        service_type_id uuid NOT NULL REFERENCES service_types(id) ON DELETE CASCADE,
        price_cents integer NOT NULL CHECK (price_cents >= 0 AND price_cents <= 10000000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_retail_prices_cell UNIQUE (device_model_id, service_type_id)
      )`);
    await q.query(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL UNIQUE CHECK (username = lower(username) AND length(username) BETWEEN 3 AND 64),
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('viewer', 'editor')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE admin_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_token text NOT NULL UNIQUE,
        admin_user_id uuid NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_admin_sessions_user ON admin_sessions (admin_user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'admin_sessions',
      'admin_users',
      'retail_prices',
      'service_types',
      'device_models',
      'repair_orders',
      'inventory',
      'appointments',
      'repair_quotes',
      'customers',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
