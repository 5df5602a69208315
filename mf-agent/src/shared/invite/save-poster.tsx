/** 保存图片: renders the poster off screen, captures it with html2canvas and downloads poster.png. */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { InvitePoster } from './components/InvitePoster';
import type { InvitePlatform } from './invite-platforms';
import { layoutPoster, posterCaptureOptions, POSTER_FILE_NAME } from './poster-layout';

/** Rejects when the picture cannot be made (image decode, canvas, download); the caller only closes its toast. */
export async function savePoster(platform: InvitePlatform): Promise<void> {
  // Loaded on the first save only: html2canvas is large and most visits never save a poster.
  const { default: html2canvas } = await import('html2canvas');
  const layout = layoutPoster();
  const offscreen = await renderOffscreen(<InvitePoster layout={layout} platform={platform} />);
  try {
    const canvas = await html2canvas(offscreen.node, posterCaptureOptions(layout));
    downloadBlob(await canvasToBlob(canvas), POSTER_FILE_NAME);
  } finally {
    offscreen.dispose();
  }
}

/** Mounts `element` outside the viewport (laid out, not seen) and waits for its images. */
async function renderOffscreen(element: ReactElement): Promise<{ node: HTMLElement; dispose(): void }> {
  const container = document.createElement('div');
  container.style.cssText = 'position:fixed;left:-10000px;top:0;pointer-events:none';
  document.body.append(container);
  const root = createRoot(container);
  const dispose = () => {
    root.unmount();
    container.remove();
  };
  try {
    flushSync(() => root.render(element));
    const node = container.firstElementChild;
    if (!(node instanceof HTMLElement)) throw new Error('poster did not render');
    await Promise.all(Array.from(node.querySelectorAll('img'), (image) => image.decode()));
    return { node, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave no image'))), 'image/png');
  });
}

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
