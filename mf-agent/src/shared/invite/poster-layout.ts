/** Where things sit on the invite poster (spec §2 popup 6, §9): 670×1142 px, QR 369×369 px. */

export const POSTER_WIDTH = 670;
export const POSTER_HEIGHT = 1142;
export const POSTER_QR_SIZE = 369;
export const POSTER_BACKGROUND = '#000';
export const POSTER_FILE_NAME = 'poster.png';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  title: Box;
  platform: Box;
  qr: Box;
  link: Box;
}

export interface PosterMetrics {
  width: number;
  height: number;
  qrSize: number;
  /** Side margin of the text blocks. */
  margin: number;
  /** Space between the QR code and the text above or below it. */
  gap: number;
  titleHeight: number;
  platformHeight: number;
}

export const DEFAULT_POSTER_METRICS: PosterMetrics = {
  width: POSTER_WIDTH,
  height: POSTER_HEIGHT,
  qrSize: POSTER_QR_SIZE,
  margin: 60,
  gap: 48,
  titleHeight: 72,
  platformHeight: 44,
};

/**
 * Lays the poster out around a QR code centred on both axes (whole pixels, so it is not
 * resampled): title and platform name above it, the link text below it down to the margin.
 * @example layoutPoster().qr // { left: 150, top: 386, width: 369, height: 369 }
 */
export function layoutPoster(metrics: PosterMetrics = DEFAULT_POSTER_METRICS): PosterLayout {
  const { width, height, qrSize, margin, gap, titleHeight, platformHeight } = metrics;
  if (qrSize + 2 * margin > width || qrSize + 2 * gap + titleHeight + platformHeight + 2 * margin > height) {
    throw new RangeError(`poster ${width}×${height} too small for a ${qrSize} px QR code`);
  }
  const qr = {
    left: Math.floor((width - qrSize) / 2),
    top: Math.floor((height - qrSize) / 2),
    width: qrSize,
    height: qrSize,
  };
  const textWidth = width - 2 * margin;
  const platform = { left: margin, top: qr.top - gap - platformHeight, width: textWidth, height: platformHeight };
  // The title sits halfway between the top edge and the platform name.
  const titleTop = Math.max(margin, Math.floor((platform.top - titleHeight) / 2));
  const title = { left: margin, top: titleTop, width: textWidth, height: titleHeight };
  const linkTop = qr.top + qrSize + gap;
  const link = { left: margin, top: linkTop, width: textWidth, height: height - margin - linkTop };
  return { width, height, title, platform, qr, link };
}

/** html2canvas options that give exactly one image pixel per poster pixel on a black ground. */
export function posterCaptureOptions(layout: Pick<PosterLayout, 'width' | 'height'>) {
  return {
    backgroundColor: POSTER_BACKGROUND,
    scale: 1,
    width: layout.width,
    height: layout.height,
    logging: false,
  };
}
