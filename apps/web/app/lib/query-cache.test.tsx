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
});
