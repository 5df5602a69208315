/** Failures a test asks for (the next n TronGrid requests under a path answer 429, 403 or 5xx), and request counts. */
interface Fault {
  status: number;
  remaining: number;
  pathPrefix: string;
}

export class FaultPlan {
  private readonly faults: Fault[] = [];
  private readonly requests = new Map<string, number>();

  add(status: number, count: number, pathPrefix = '/'): void {
    this.faults.push({ status, remaining: count, pathPrefix });
  }

  /** The status the request to `path` must fail with, or null; each failure uses one of its count. */
  take(path: string): number | null {
    const fault = this.faults.find((candidate) => candidate.remaining > 0 && path.startsWith(candidate.pathPrefix));
    if (!fault) return null;
    fault.remaining -= 1;
    return fault.status;
  }

  count(path: string): void {
    // Account paths carry an address: counted under their shape, so the counts stay few.
    const key = path.replace(/^\/v1\/accounts\/[^/]+\//, '/v1/accounts/{address}/');
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
