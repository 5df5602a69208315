/**
 * The home-route byte count shared by `pnpm bench:bundle` and `pnpm bench:home`: a scratch
 * deployment built with bundle stats, the files a page downloads, and their gzip bytes split into
 * shell, Module Federation runtime, shared libraries and the lobby remote.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { deployEverything } from '../release/deploy-shell';
import { readReleaseManifest } from '../release/manifest-store';
import { attributeBytes, type Part } from './attribute-bytes';
import type { BundleStats } from './bundle-stats-plugin';

/** Where the lobby remote's files are served from, and what each built file is made of. */
export interface HomeBuild {
  lobbyPrefix: string;
  shellStats: BundleStats['files'];
  lobbyStats: BundleStats['files'];
}

export interface Download {
  pathname: string;
  body: Buffer;
}

async function statsOf(folder: string): Promise<BundleStats['files']> {
  return (JSON.parse(await readFile(path.join(folder, 'bundle-stats.json'), 'utf8')) as BundleStats).files;
}

/** Builds the whole site with bundle stats (BUNDLE_STATS=1) into `root`. */
export async function deployWithStats(root: string): Promise<HomeBuild> {
  process.env.BUNDLE_STATS = '1';
  await deployEverything(root);
  const lobby = (await readReleaseManifest(root)).remotes.find((remote) => remote.package === 'mf-lobby');
  if (!lobby) throw new Error('mf-lobby was not released');
  return {
    lobbyPrefix: `/remotes/mf-lobby/${lobby.version}/`,
    shellStats: await statsOf(path.join(root, 'shell')),
    lobbyStats: await statsOf(path.join(root, 'remotes/mf-lobby', lobby.version)),
  };
}

/** Listens on a free port of 127.0.0.1 and answers the origin. */
export async function listenLocally(server: FastifyInstance): Promise<string> {
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Collects the body of every response the page receives from now on. */
export function collectDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('response', (response) => {
    void response.body().then(
      (body) => downloads.push({ pathname: new URL(response.url()).pathname, body }),
      () => undefined,
    );
  });
  return downloads;
}

export interface ByteReport {
  files: number;
  parts: Record<Part, { gzip: number; raw: number }>;
  totalGzip: number;
  javascriptGzip: number;
}

/** Gzip (level 6) and raw bytes of the downloads, by part of the site. */
export function attributeDownloads(downloads: Download[], build: HomeBuild): ByteReport {
  const parts: Record<Part, { gzip: number; raw: number }> = {
    shell: { gzip: 0, raw: 0 },
    'MF runtime': { gzip: 0, raw: 0 },
    'shared libraries': { gzip: 0, raw: 0 },
    'lobby remote': { gzip: 0, raw: 0 },
  };
  let javascriptGzip = 0;
  for (const { pathname, body } of downloads) {
    const gzip = gzipSync(body).length;
    if (pathname.endsWith('.js')) javascriptGzip += gzip;
    const inLobby = pathname.startsWith(build.lobbyPrefix);
    const file = inLobby ? pathname.slice(build.lobbyPrefix.length) : pathname.slice(1);
    const shares = attributeBytes(
      gzip,
      (inLobby ? build.lobbyStats : build.shellStats)[file],
      file,
      inLobby ? 'lobby remote' : 'shell',
    );
    for (const [part, bytes] of Object.entries(shares) as Array<[Part, number]>) {
      parts[part].gzip += bytes;
      parts[part].raw += (body.length * bytes) / gzip;
    }
  }
  const totalGzip = Object.values(parts).reduce((sum, { gzip }) => sum + gzip, 0);
  return { files: downloads.length, parts, totalGzip, javascriptGzip };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printByteReport(title: string, report: ByteReport): void {
  console.log(`\n${title}: ${report.files} files downloaded (gzip level 6)`);
  console.log('part'.padEnd(18), 'gzip'.padStart(10), 'raw'.padStart(10));
  for (const [part, { gzip, raw }] of Object.entries(report.parts))
    console.log(part.padEnd(18), kB(gzip).padStart(10), kB(raw).padStart(10));
  console.log('total'.padEnd(18), kB(report.totalGzip).padStart(10));
  console.log(`of which JavaScript: ${kB(report.javascriptGzip)} gzip`);
}
