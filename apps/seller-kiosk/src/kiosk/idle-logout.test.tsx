import { ThemeProvider } from '@ldn/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleLogout } from './idle-logout';
import { IDLE_WARNING_MS } from './idle-timer';
import { kioskMessages } from './messages';

describe('IdleLogout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderIdle = () => {
    const onLogout = vi.fn();
    render(
      <ThemeProvider>
        <IdleLogout idleMs={1000} onLogout={onLogout} />
      </ThemeProvider>,
    );
    return onLogout;
  };
  const advance = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };
  const warning = () => screen.queryByRole('dialog', { name: kioskMessages.IDLE_WARNING_TITLE });

  it('[S2.62] warns after the idle time, then logs out 30 s later', () => {
    const onLogout = renderIdle();
    advance(999);
    expect(warning()).toBeNull();
    advance(1);
    expect(warning()).toBeVisible();
    advance(IDLE_WARNING_MS);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('[S2.62] activity restarts the count', () => {
    renderIdle();
    advance(900);
    fireEvent.keyDown(window, { key: 'a' });
    advance(900);
    expect(warning()).toBeNull();
  });

  it("[S2.62] 'Rester connecté(e)' keeps the session", () => {
    const onLogout = renderIdle();
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: kioskMessages.STAY_CONNECTED }));
    expect(warning()).toBeNull();
    advance(IDLE_WARNING_MS);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
