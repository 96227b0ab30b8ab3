import { type Kysely, sql } from 'kysely';

/**
 * The first schema: accounts and sessions, maps with their folders and per-user tags, courses,
 * classes, the e-mail outbox and client error reports. Names are snake_case (Kysely's CamelCasePlugin
 * maps them to the camelCase row types in `../tables.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('pending', 'active')`),
    )
    .addColumn('roles', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('organization_id', 'text', (col) => col.references('organizations.id').onDelete('set null'))
    .addColumn('flags', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('newsletter_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('privacy_controls', 'jsonb', (col) =>
      col.notNull().defaultTo(sql`'[{"resource":"BrainTests","level":"JustMe"}]'::jsonb`),
    )
    .addColumn('country', 'text')
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('terms_agreed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  // Usernames are e-mails compared without regard to case.
  await sql`create unique index users_username_lower on users (lower(username))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('login_method', 'text', (col) =>
      col.notNull().check(sql`login_method in ('password', 'google', 'facebook', 'school')`),
    )
    .addColumn('user_agent', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_family').on('sessions').column('family_id').execute();

  await db.schema
    .createTable('maps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('course_id', 'text')
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('maps_owner_updated').on('maps').columns(['owner_id', 'updated_at']).execute();

  await db.schema
    .createTable('map_shares')
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_right', 'text', (col) =>
      col.notNull().check(sql`access_right in ('none', 'view', 'facilitator', 'edit', 'admin')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('map_shares_pk', ['map_id', 'user_id'])
    .execute();
  await db.schema.createIndex('map_shares_user').on('map_shares').column('user_id').execute();

  await db.schema
    .createTable('map_user_tags')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('map_user_tags_pk', ['user_id', 'map_id', 'tag'])
    .execute();

  await db.schema
    .createTable('labels')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(trim(name)) > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`create unique index labels_user_name_lower on labels (user_id, lower(name))`.execute(db);

  await db.schema
    .createTable('map_labels')
    .addColumn('label_id', 'text', (col) => col.notNull().references('labels.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('map_labels_pk', ['label_id', 'map_id'])
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('author_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('access', 'text', (col) =>
      col.notNull().defaultTo('private').check(sql`access in ('private', 'public', 'public-not-listed')`),
    )
    .addColumn('tags', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('require_payment', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('suspend_date', 'timestamptz')
    .addColumn('suspend_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('course_enrolments')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('course_enrolments_pk', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('reactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('reaction_type', 'text', (col) => col.notNull().check(sql`reaction_type in ('like')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('reactions_once', ['user_id', 'target_id', 'reaction_type'])
    .execute();
  await db.schema.createIndex('reactions_target').on('reactions').column('target_id').execute();

  await db.schema
    .createTable('user_groups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(trim(name)) > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('access_code', 'text', (col) => col.unique())
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_group_members')
    .addColumn('group_id', 'text', (col) => col.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('Member', 'Admin')`))
    .addColumn('share_results', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('joined_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('user_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_group_members_user').on('user_group_members').column('user_id').execute();

  await db.schema
    .createTable('user_group_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('group_id', 'text', (col) => col.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('Member', 'Admin')`))
    .addColumn('invited_by', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('accepted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_group_resources')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('group_id', 'text', (col) => col.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('resource_type', 'text', (col) => col.notNull().check(sql`resource_type in ('Map', 'Course')`))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.references('courses.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'error', 'failed', 'suppressed')`),
    )
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_outbox_to').on('email_outbox').column('to_address').execute();

  await db.schema
    .createTable('client_logs')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('user_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'client_logs',
    'email_outbox',
    'user_group_resources',
    'user_group_invitations',
    'user_group_members',
    'user_groups',
    'reactions',
    'course_enrolments',
    'courses',
    'map_labels',
    'labels',
    'map_user_tags',
    'map_shares',
    'maps',
    'sessions',
    'users',
    'organizations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
