import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrating } from './useHydrating';

function Probe() {
  return createElement('p', null, useHydrating() ? 'fixed' : 'own');
}

describe('useHydrating on the server', () => {
  it('is true', () => {
    expect(renderToString(createElement(Probe))).toBe('<p>fixed</p>');
  });
});
