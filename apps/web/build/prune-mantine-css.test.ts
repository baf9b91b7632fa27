import { describe, expect, it } from 'vitest';
import { pruneCss } from './prune-mantine-css';

const compact = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('pruneCss', () => {
  const used = new Set(['m_1234abcd', 'm_7654321']);

  it('drops the rules of Mantine classes no chunk names, keeping the others', () => {
    const css = `
      :root { --mantine-color: red; }
      .m_1234abcd { color: red; }
      .m_deadbeef { color: blue; }
      .m_7654321:where([data-x]) .m_1234abcd { margin: 0; }
      .m_1234abcd .m_deadbeef { padding: 0; }
      ._container_1x2y_3 { width: 10px; }`;
    expect(compact(pruneCss(css, used))).toBe(
      compact(`
      :root { --mantine-color: red; }
      .m_1234abcd { color: red; }
      .m_7654321:where([data-x]) .m_1234abcd { margin: 0; }
      ._container_1x2y_3 { width: 10px; }`),
    );
  });

  it('keeps the used selectors of a list and removes at-rules left empty', () => {
    const css = `
      .m_1234abcd, .m_deadbeef { color: red; }
      @media (max-width: 30em) { .m_deadbeef { display: none; } }
      @keyframes spin { from { opacity: 0; } to { opacity: 1; } }`;
    expect(compact(pruneCss(css, used))).toBe(
      compact(`
      .m_1234abcd { color: red; }
      @keyframes spin { from { opacity: 0; } to { opacity: 1; } }`),
    );
  });
});
