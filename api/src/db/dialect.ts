/** The two databases the API runs on; the few differences between them branch on this. */
export type Dialect = 'sqlite' | 'postgres';
