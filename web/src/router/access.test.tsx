import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccessStore } from '../stores/access';
import { type AccessSnapshot, hasAccess } from './access';
import { Can } from './Can';

const staff: AccessSnapshot = { admin: false, role: ['npcStaff', 'leader'], ability: ['read', 'export'] };

describe('hasAccess', () => {
  it('allows everything to the admin flag', () => {
    const admin = { admin: true, role: [], ability: [] };
    expect(hasAccess(admin, { roles: ['admin'], mode: 'allOf' })).toBe(true);
    expect(hasAccess(admin, { roles: ['x'], mode: 'except' })).toBe(true);
  });

  it('allows a rule without roles or abilities', () => {
    expect(hasAccess(staff, {})).toBe(true);
    expect(hasAccess(staff, { roles: [] })).toBe(true);
  });

  it('oneOf (the default) needs any', () => {
    expect(hasAccess(staff, { roles: ['admin', 'leader'] })).toBe(true);
    expect(hasAccess(staff, { roles: ['admin'], mode: 'oneOf' })).toBe(false);
  });

  it('allOf needs all', () => {
    expect(hasAccess(staff, { roles: ['npcStaff', 'leader'], mode: 'allOf' })).toBe(true);
    expect(hasAccess(staff, { roles: ['npcStaff', 'admin'], mode: 'allOf' })).toBe(false);
  });

  it('except needs none', () => {
    expect(hasAccess(staff, { roles: ['admin'], mode: 'except' })).toBe(true);
    expect(hasAccess(staff, { roles: ['admin', 'leader'], mode: 'except' })).toBe(false);
  });

  it('checks abilities the same way, together with roles', () => {
    expect(hasAccess(staff, { abilities: ['export'], mode: 'oneOf' })).toBe(true);
    expect(hasAccess(staff, { abilities: ['read', 'delete'], mode: 'allOf' })).toBe(false);
    expect(hasAccess(staff, { abilities: ['delete'], mode: 'except' })).toBe(true);
    expect(hasAccess(staff, { roles: ['leader'], abilities: ['delete'] })).toBe(false);
  });
});

describe('<Can>', () => {
  afterEach(() => useAccessStore.getState().reset());

  it('removes the element when access fails and renders it when it passes', () => {
    useAccessStore.getState().setAccess({ admin: false, role: ['leader'], ability: [] });
    render(
      <>
        <Can roles={['admin']}>secret</Can>
        <Can roles={['leader']}>visible</Can>
      </>,
    );
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('visible')).toBeTruthy();
  });
});
