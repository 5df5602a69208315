import { describe, expect, it, vi } from 'vitest';
import { createListLoader, type LoadState } from './list-loader';

/** A fetch the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function loaderWithStates<T>() {
  const states: LoadState<T>[] = [];
  const loader = createListLoader<T>((state) => states.push(state));
  return { loader, states };
}

describe('createListLoader', () => {
  it('shows what the latest request answered, dropping an older answer that comes late', async () => {
    const { loader } = loaderWithStates<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const loading = loader.load(() => first.promise, { background: false });
    const reloading = loader.load(() => second.promise, { background: false });
    second.resolve('page 2');
    await reloading;
    first.resolve('page 1');
    await loading;
    expect(loader.state()).toEqual({ data: 'page 2', error: null, loading: false });
  });

  it('keeps a failure as an error with the rows of the same list, and toasts it when the operator asked', async () => {
    const { loader } = loaderWithStates<string[]>();
    const toast = vi.fn();
    let fail = false;
    const fetchQueue = () => (fail ? Promise.reject(new Error('网络错误')) : Promise.resolve(['a']));
    await loader.load(fetchQueue, { background: false, toast });
    fail = true;
    await loader.load(fetchQueue, { background: false, toast });
    expect(loader.state()).toEqual({ data: ['a'], error: '网络错误', loading: false });
    expect(toast).toHaveBeenCalledWith('网络错误');
    fail = false;
    await loader.load(fetchQueue, { background: false, toast });
    expect(loader.state()).toEqual({ data: ['a'], error: null, loading: false });
  });

  it('shows no rows of another list when the new one fails to load (an error, never stale rows)', async () => {
    const { loader } = loaderWithStates<string[]>();
    await loader.load(() => Promise.resolve(['page 1']), { background: false });
    await loader.load(() => Promise.reject(new Error('服务器错误')), { background: false });
    expect(loader.state()).toEqual({ data: null, error: '服务器错误', loading: false });
  });

  it('refreshes in the background without a spinner or a toast', async () => {
    const { loader, states } = loaderWithStates<number>();
    const toast = vi.fn();
    let count = 1;
    const fetchCount = () => (count > 0 ? Promise.resolve(count) : Promise.reject(new Error('超时')));
    await loader.load(fetchCount, { background: false });
    states.length = 0;
    count = 2;
    await loader.load(fetchCount, { background: true, toast });
    count = 0;
    await loader.load(fetchCount, { background: true, toast });
    expect(states.every((state) => !state.loading)).toBe(true);
    expect(loader.state()).toEqual({ data: 2, error: '超时', loading: false });
    expect(toast).not.toHaveBeenCalled();
  });

  it('lets no background refresh overtake the operator’s load still running', async () => {
    const { loader } = loaderWithStates<string>();
    const operator = deferred<string>();
    const loading = loader.load(() => operator.promise, { background: false });
    const refresh = vi.fn(() => Promise.resolve('refresh'));
    await loader.load(refresh, { background: true });
    expect(refresh).not.toHaveBeenCalled();
    operator.resolve('filtered');
    await loading;
    expect(loader.state().data).toBe('filtered');
  });
});
