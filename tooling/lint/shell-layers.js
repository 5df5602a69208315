// Layering inside shell/src (ARCHITECTURE.md: layers point one way), checked by layers/one-way.
// Top to bottom: the composition root (bootstrap.tsx, index.ts, app/) → features → session/ and
// http/ (peers that never import each other) → stores/ and platform/.
import oneWay from './one-way-plugin.js';

const SRC = 'shell/src';

/** The folders of each layer; every folder of shell/src is in one (tooling/lint-shell-layers.test.ts checks it). */
export const SHELL_LAYERS = {
  root: ['app'],
  features: ['balance', 'dialogs', 'federation', 'frame', 'host', 'remote'],
  session: ['session'],
  http: ['http'],
  /** Atoms, UI flags and the storage-key module; browser-level services (progress, theme, toast, device storage). */
  bottom: ['stores', 'platform'],
};

const inside = (folders) => folders.map((folder) => `${SRC}/${folder}/**`);
const ANYTHING = [`${SRC}/**`];
const { root, features, session, http, bottom } = SHELL_LAYERS;

/** Each zone: files matching `from` may not import paths matching `disallow` (unless `except`). */
const ZONES = [
  {
    from: inside(bottom),
    disallow: ANYTHING,
    except: inside(bottom),
    message: 'stores/ and platform/ are the bottom layer: they import only each other',
  },
  {
    from: inside(session),
    disallow: ANYTHING,
    except: inside([...session, ...bottom]),
    message:
      'session/ imports only stores/ and platform/: not http/ (its peer; bootstrap.tsx connects the two), a feature or the composition root',
  },
  {
    from: inside(http),
    disallow: ANYTHING,
    except: inside([...http, ...bottom]),
    message:
      'http/ imports only stores/ and platform/: not session/ (its peer; a 401 goes through the session stores), a feature or the composition root',
  },
  {
    from: inside(features),
    disallow: [...inside(root), `${SRC}/bootstrap`, `${SRC}/index`],
    message: 'features may not import the composition root (app/, bootstrap.tsx), which imports them',
  },
];

export default [
  { files: ['shell/src/**/*.{ts,tsx}'], plugins: { layers: oneWay }, rules: { 'layers/one-way': ['error', ZONES] } },
];
