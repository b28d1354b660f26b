import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeDirOf, dataFile, findPackageRoot, SERVER_ROOT } from './paths.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-paths-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function writeManifest(dir: string, name: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name }));
}

describe('finding the server package', () => {
  it('is apps/server when the code runs from its sources', () => {
    expect(SERVER_ROOT).toBe(path.resolve(import.meta.dirname, '..'));
  });

  it('finds the nearest package.json with the name, past those of other packages', () => {
    const root = path.join(tmp, 'deploy');
    writeManifest(root, 'the-real-grape');
    writeManifest(path.join(root, 'apps/server'), '@trg/server');
    writeManifest(path.join(root, 'apps/server/dist/nested'), 'a-bundled-dependency');
    expect(findPackageRoot(path.join(root, 'apps/server/dist/nested'), '@trg/server')).toBe(path.join(root, 'apps/server'));
    expect(findPackageRoot(path.join(root, 'apps/server/dist'), '@trg/server')).toBe(path.join(root, 'apps/server'));
  });

  it('says which package it could not find', () => {
    expect(() => findPackageRoot(tmp, '@trg/nowhere')).toThrow(/no package.json named @trg\/nowhere/);
  });
});

describe('data files beside the code', () => {
  it('are found under src from any module of the sources, and under dist from the bundle', () => {
    const root = path.join(tmp, 'apps/server');
    expect(codeDirOf(root, path.join(root, 'src'))).toBe(path.join(root, 'src'));
    expect(codeDirOf(root, path.join(root, 'src/modules/places'))).toBe(path.join(root, 'src'));
    expect(codeDirOf(root, path.join(root, 'dist'))).toBe(path.join(root, 'dist'));
  });

  it('are the files the modules read, when running from the sources', () => {
    expect(fs.existsSync(dataFile('modules/places/european-towns.tsv'))).toBe(true);
    expect(fs.existsSync(dataFile('modules/accounts/common-passwords.txt'))).toBe(true);
  });
});
