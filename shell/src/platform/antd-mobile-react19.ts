/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.show) render with ReactDOM.render, which
 * React 19 removed; this gives them createRoot. The shell owns it because antd-mobile is a
 * shared singleton: remotes using Toast get the same fix.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function enableAntdMobileOnReact19(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      // Unmounting synchronously inside a render would warn; let the current one finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}
