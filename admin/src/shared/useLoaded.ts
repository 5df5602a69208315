/**
 * One GET of the operator API for a screen part that is not paged (a settings form, a short list):
 * its answer, whether it is loading, and a reload after a change. Built on useApiData, so a failed
 * read shows its Chinese message and an answer to an older request is dropped.
 */
import { useCallback } from 'react';
import type { z } from 'zod';
import { api } from '../api/client';
import { useApiData } from './useApiData';

type Query = Record<string, string | number | boolean | undefined | null>;

export function useLoaded<T>(path: string, query: Query = {}, schema?: z.ZodType<T>) {
  // The query by value: a screen may build a new object on every render.
  const queryKey = JSON.stringify(query);
  const fetcher = useCallback(() => api.get(path, JSON.parse(queryKey) as Query, schema), [path, queryKey, schema]);
  return useApiData(fetcher);
}
