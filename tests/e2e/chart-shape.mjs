/**
 * What a person sees of an echarts chart drawn as SVG (src/components/charts): its box, the span of its value
 * axis (a chart can have a tall box and a plot squashed to a few pixels by echarts's own margins), the texts it
 * draws (legend and axis names) and the height its filled shapes take (a funnel's steps).
 */

/** The console's chart boxes: echarts marks the element it draws in. */
export const charts = (scope) => scope.locator('[_echarts_instance_]');

export function chartShape(chart) {
  return chart.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const texts = [...el.querySelectorAll('svg text')]
      .map((t) => ({ text: (t.textContent ?? '').trim(), r: t.getBoundingClientRect() }))
      .filter((t) => t.text && t.r.height > 0);
    // the value axis: the figures (0, 100, 1,000) in the left-most column of labels
    const figures = texts.filter((t) => /^-?\d[\d,.]*$/.test(t.text));
    const left = Math.min(...figures.map((t) => t.r.left));
    const axis = figures.filter((t) => t.r.left < left + 24).map((t) => t.r.top + t.r.height / 2);
    const filled = [...el.querySelectorAll('svg path')].filter((p) => {
      const fill = p.getAttribute('fill');
      return fill && fill !== 'none' && fill !== 'transparent' && p.getBoundingClientRect().height > 0;
    });
    const tops = filled.map((p) => p.getBoundingClientRect().top);
    const bottoms = filled.map((p) => p.getBoundingClientRect().bottom);
    return {
      height: box.height,
      axisSpan: axis.length > 1 ? Math.max(...axis) - Math.min(...axis) : 0,
      texts: texts.map((t) => t.text),
      shapesHeight: filled.length ? Math.max(...bottoms) - Math.min(...tops) : 0,
      label: el.getAttribute('aria-label') ?? '',
    };
  });
}
