import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

describe('App', () => {
  it('renders the platform name', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: /Plateforme Inondations Sénégal/ })).toBeTruthy();
  });
});
