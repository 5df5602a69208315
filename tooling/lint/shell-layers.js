// Layering inside shell/src (ARCHITECTURE.md: layers point one way), checked by layers/one-way.
import oneWay from './one-way-plugin.js';

/** Each zone: files matching `from` may not import paths matching `disallow`. */
const ZONES = [];

export default [{ files: ['shell/src/**/*.{ts,tsx}'], plugins: { layers: oneWay }, rules: { 'layers/one-way': ['error', ZONES] } }];
