/** The part of geoip-country (offline MaxMind GeoLite2 country data) the product uses. */
declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2, for example VN or KR. */
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string | number): GeoCountry | null };
  export default geoip;
}
