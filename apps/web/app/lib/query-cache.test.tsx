import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { QueryCacheProvider, useLoaderQuery } from './query-cache';

function Names({ loaderData, queryFn }: { loaderData: string[]; queryFn: () => Promise<string[]> }) {
  const names = useLoaderQuery({ queryKey: ['/api/v1/names'], queryFn, loaderData });
  return <p>{names.data.join(', ')}</p>;
}

describe('the query cache', () => {
  it('renders a loader answer on the server without asking the API again', () => {
    const queryFn = vi.fn(async () => ['never']);
    const html = renderToString(
      <QueryCacheProvider>
        <Names loaderData={['Lan', 'Minh']} queryFn={queryFn} />
      </QueryCacheProvider>,
    );
    expect(html).toContain('Lan, Minh');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('gives every server render its own cache', () => {
    const queryFn = vi.fn(async () => ['never']);
    const render = (names: string[]) =>
      renderToString(
        <QueryCacheProvider>
          <Names loaderData={names} queryFn={queryFn} />
        </QueryCacheProvider>,
      );
    expect(render(['Lan'])).toContain('Lan');
    expect(render(['Minh'])).toContain('Minh');
  });

  it('is read only through lib/query-cache, whose hooks find the cache the root keeps', () => {
    const app = join(import.meta.dirname, '..');
    const direct = readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/lib\/query-cache/.test(file))
      .filter((file) => readFileSync(join(app, file), 'utf8').includes("from '@tanstack/react-query'"));
    expect(direct).toEqual([]);
  });
});
