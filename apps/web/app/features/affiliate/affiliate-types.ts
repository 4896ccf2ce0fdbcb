import type { components } from '../../lib/api-schema.gen';

/** The KOL area's shapes, as the API documents them. */
export type ConversionSummary = components['schemas']['AffiliateConversion'];
export type ConversionDetail = components['schemas']['AffiliateConversionDetail'];
export type Dashboard = components['schemas']['AffiliateDashboard'];
export type LinkView = components['schemas']['AffiliateLink'];
export type Statement = components['schemas']['AffiliateStatement'];
export type ApiToken = components['schemas']['AffiliateApiToken'];
