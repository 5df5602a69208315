/** The 750-unit design as rem: root font size is width / 10, and wider screens count as 480 px. */
const DESIGN_WIDTH_LIMIT = 750;
const WIDE_SCREEN_WIDTH = 480;

export function rootFontSizeFor(viewportWidth: number): number {
  const width = viewportWidth > DESIGN_WIDTH_LIMIT ? WIDE_SCREEN_WIDTH : viewportWidth;
  return width / 10;
}

export function applyRootFontSize(): void {
  const update = () => {
    document.documentElement.style.fontSize = `${rootFontSizeFor(document.documentElement.clientWidth)}px`;
  };
  update();
  window.addEventListener('resize', update);
}
