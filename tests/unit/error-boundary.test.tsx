// Islands fail visibly, not blankly: the boundary renders 'Something went wrong' (rule 37) once a child throws.
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import ErrorBoundary, { ERROR_FALLBACK_TEXT } from '#/components/ui/ErrorBoundary.tsx';

describe('island error boundary', () => {
  it('renders its children while nothing has failed', () => {
    expect(renderToStaticMarkup(<ErrorBoundary><p>fine</p></ErrorBoundary>)).toBe('<p>fine</p>');
  });

  it("switches to the 'Something went wrong' alert after a child throws, and logs the error", () => {
    const boundary = new ErrorBoundary({ children: null });
    boundary.state = ErrorBoundary.getDerivedStateFromError();
    const fallback = boundary.render() as ReactElement<{ role: string; children: string }>;
    expect(isValidElement(fallback)).toBe(true);
    expect(renderToStaticMarkup(fallback)).toBe(`<p role="alert" class="text-sm text-danger">${ERROR_FALLBACK_TEXT}</p>`);
    expect(ERROR_FALLBACK_TEXT).toBe('Something went wrong');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    boundary.componentDidCatch(new Error('boom'), { componentStack: '\n at Badge' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
