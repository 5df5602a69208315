import { describe, expect, it } from 'vitest';
import { attributeBytes, partOfModule } from './attribute-bytes';

describe('attributing downloaded bytes', () => {
  it('classifies modules by package', () => {
    expect(
      partOfModule(
        '/w/node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/x.cjs',
        'shell',
      ),
    ).toBe('MF runtime');
    expect(
      partOfModule('/w/node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/client.js', 'lobby remote'),
    ).toBe('shared libraries');
    expect(partOfModule('/w/node_modules/.pnpm/antd-mobile@5/node_modules/antd-mobile/es/index.js', 'shell')).toBe(
      'shared libraries',
    );
    expect(partOfModule('/w/node_modules/.pnpm/zod@4/node_modules/zod/index.js', 'shell')).toBe('shell');
    expect(partOfModule('/w/mf-lobby/src/federated/routes.tsx', 'lobby remote')).toBe('lobby remote');
  });

  it('splits a file in proportion to its modules and keeps CSS apart from JS', () => {
    const modules = {
      '/w/node_modules/.pnpm/@module-federation+sdk@2/node_modules/@module-federation/sdk/index.js': 30,
      '/w/shell/src/a.ts': 70,
      '/w/shell/src/a.module.css': 500,
    };
    expect(attributeBytes(1000, modules, 'static/js/index.js', 'shell')).toEqual({ 'MF runtime': 300, shell: 700 });
    expect(attributeBytes(200, modules, 'static/css/index.css', 'shell')).toEqual({ shell: 200 });
    expect(attributeBytes(50, undefined, 'index.html', 'shell')).toEqual({ shell: 50 });
  });
});
