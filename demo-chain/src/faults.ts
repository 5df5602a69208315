/**
 * Failures a test asks for, each on the next `count` requests under a path prefix that it applies
 * to: an HTTP status with TronGrid's body (fail()), java-tron's rate limiter answering HTTP 200 with
 * an Error, a lagging node's empty answers, v1's spurious 404. Also counts every request by path.
 */
import {
  frequencyLimitText,
  isFullNodePath,
  isLaggingReadPath,
  isTronGridPath,
  isV1ListPath,
  isV1Path,
  pathShape,
  refusalBody,
} from './tron-paths';

export type FaultSpec =
  | {
      /** An HTTP status (403 and 429 with TronGrid's rate-limit bodies, 5xx with a small JSON body), like fail(). */
      kind: 'status';
      status: number;
      count: number;
      pathPrefix?: string;
    }
  | {
      /**
       * `error200`: HTTP 200 `{"Error": "…lack of computing resources"}` on full-node paths (java-tron's rate limiter).
       * `empty`: a lagging node: `{}` for a transaction, receipt, block or constant call; an empty v1 list.
       * `v1-404`: a spurious HTTP 404 on v1 paths.
       */
      kind: 'error200' | 'empty' | 'v1-404';
      count: number;
      pathPrefix?: string;
    };

/** What a faulty request answers instead. */
export interface FaultAnswer {
  status: number;
  body: unknown;
}

interface Fault {
  spec: FaultSpec;
  remaining: number;
  pathPrefix: string;
}

const LACK_OF_RESOURCES = 'class java.lang.IllegalAccessException : lack of computing resources';

/** Whether a fault of `kind` has anything to say on `path`. */
function appliesTo(kind: FaultSpec['kind'], path: string): boolean {
  if (kind === 'status') return isTronGridPath(path);
  if (kind === 'error200') return isFullNodePath(path);
  if (kind === 'v1-404') return isV1Path(path);
  return isLaggingReadPath(path) || isV1ListPath(path);
}

function answerOf(spec: FaultSpec, path: string, at: number): FaultAnswer {
  switch (spec.kind) {
    case 'status':
      if (spec.status === 403 || spec.status === 429)
        return { status: spec.status, body: refusalBody(path, spec.status, frequencyLimitText()) };
      return { status: spec.status, body: { success: false, error: `demo fault ${spec.status}` } };
    case 'error200':
      return { status: 200, body: { Error: LACK_OF_RESOURCES } };
    case 'v1-404':
      return { status: 404, body: { success: false, statusCode: 404, error: 'Not Found' } };
    case 'empty':
      return { status: 200, body: isV1Path(path) ? { data: [], success: true, meta: { at, page_size: 0 } } : {} };
  }
}

export class FaultPlan {
  private faults: Fault[] = [];
  private readonly requests = new Map<string, number>();

  /** The next `count` TronGrid requests under `pathPrefix` answer `status`. */
  add(status: number, count: number, pathPrefix = '/'): void {
    this.addSpec({ kind: 'status', status, count, pathPrefix });
  }

  addSpec(spec: FaultSpec): void {
    this.faults.push({ spec, remaining: spec.count, pathPrefix: spec.pathPrefix ?? '/' });
  }

  clear(): void {
    this.faults = [];
  }

  /** The answer a request to `path` gets instead of its own, or null; each use takes one of the fault's count. */
  take(path: string, at: number): FaultAnswer | null {
    const fault = this.faults.find(
      (candidate) =>
        candidate.remaining > 0 && path.startsWith(candidate.pathPrefix) && appliesTo(candidate.spec.kind, path),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (this.faults.every((candidate) => candidate.remaining === 0)) this.faults = [];
    return answerOf(fault.spec, path, at);
  }

  count(path: string): void {
    const key = pathShape(path);
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
  }

  /** Requests so far whose (shaped) path starts with `prefix`. */
  countOf(prefix = '/'): number {
    let total = 0;
    for (const [path, count] of this.requests) if (path.startsWith(prefix)) total += count;
    return total;
  }

  counts(): Record<string, number> {
    return Object.fromEntries(this.requests);
  }
}
