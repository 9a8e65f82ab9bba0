import { render } from '@testing-library/react';
import { FIRST_PAINT_ID, FIRST_PAINT_STYLE_ID, useFirstScreenReady } from './hand-over';

function Page({ ready }: { ready: boolean }) {
  useFirstScreenReady(ready);
  return <p>page</p>;
}

describe('useFirstScreenReady', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style id="${FIRST_PAINT_STYLE_ID}">#${FIRST_PAINT_ID} ~ #root{display:none}</style>`;
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><h1>drawn</h1></div>`;
  });

  it('keeps the server’s drawing while the page’s first screen is not there', () => {
    render(<Page ready={false} />);
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    expect(document.getElementById(FIRST_PAINT_STYLE_ID)).not.toBeNull();
  });

  it('removes the drawing and its styles once it is', () => {
    const { rerender } = render(<Page ready={false} />);
    rerender(<Page ready />);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(document.getElementById(FIRST_PAINT_STYLE_ID)).toBeNull();
  });
});
