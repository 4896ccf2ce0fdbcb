import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * First-level administrative units: Vietnam's 34 provinces (codes such as '01', '79') and
 * Korea's 17 divisions (ISO 3166-2 codes such as 'KR-11'). Filled from versioned data by
 * syncAdministrativeUnits, never by migrations: the list changes by resolution, not by release.
 */
export const adminProvinces = pgTable(
  'admin_provinces',
  {
    code: text().primaryKey(),
    country: text({ enum: ['VN', 'KO'] }).notNull(),
    /** Official name in the country's language. */
    name: text().notNull(),
    /** Romanised name, for Korean divisions. */
    nameEn: text(),
    type: text().notNull(),
    /** The data version the row came from. */
    version: text().notNull(),
  },
  (t) => [index('admin_provinces_country_idx').on(t.country)],
);

/** Vietnam's wards, communes and special zones (about 3,321 since 1 July 2025). */
export const adminWards = pgTable(
  'admin_wards',
  {
    code: text().primaryKey(),
    provinceCode: text()
      .notNull()
      .references(() => adminProvinces.code, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().notNull(),
    version: text().notNull(),
  },
  (t) => [index('admin_wards_province_idx').on(t.provinceCode)],
);
