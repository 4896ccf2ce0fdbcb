import type { Country } from '@cho-dep/core/locale/locales';
import { useEffect, useState } from 'react';
import { fetchProvinces, fetchWards, type Province, type Ward } from './address-api';

/**
 * Provinces of a country and wards of a province, for the cascading selects. The lists
 * change only with a data release, so each is fetched once per page view and kept.
 */
const provinceCache = new Map<Country, Promise<Province[]>>();
const wardCache = new Map<string, Promise<Ward[]>>();

function cached<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let entry = cache.get(key);
  if (!entry) {
    entry = load().catch((error: unknown) => {
      // A failed load is not kept: the next open of the form asks again.
      cache.delete(key);
      throw error;
    });
    cache.set(key, entry);
  }
  return entry;
}

export interface PlaceList<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

function usePlaceList<K, T>(cache: Map<K, Promise<T[]>>, key: K | undefined, load: (key: K) => Promise<T[]>) {
  const [state, setState] = useState<PlaceList<T>>({ items: [], loading: key !== undefined, failed: false });
  useEffect(() => {
    if (key === undefined) {
      setState({ items: [], loading: false, failed: false });
      return;
    }
    let current = true;
    setState((previous) => ({ items: previous.items, loading: true, failed: false }));
    cached(cache, key, () => load(key))
      .then((items) => current && setState({ items, loading: false, failed: false }))
      .catch(() => current && setState({ items: [], loading: false, failed: true }));
    return () => {
      current = false;
    };
  }, [cache, key, load]);
  return state;
}

export function useProvinces(country: Country): PlaceList<Province> {
  return usePlaceList(provinceCache, country, fetchProvinces);
}

/** Wards exist for Vietnam only; Korean districts are typed. */
export function useWards(provinceCode: string, country: Country): PlaceList<Ward> {
  return usePlaceList(wardCache, country === 'VN' && provinceCode ? provinceCode : undefined, fetchWards);
}
