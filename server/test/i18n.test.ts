import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail } from '../src/accounts/account-mails';
import { loadConfig } from '../src/config';
import { message, requestLanguage, translate } from '../src/i18n/translate';
import { layOutMail } from '../src/mail/mail-layout';
import { web } from '../src/web/plugin';
import { createTestApp, errorOf, type TestApp } from './helpers/app';
import type { FastifyRequest } from 'fastify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The French a browser set to French sends, as Chrome writes it. */
const FRENCH_BROWSER = { 'accept-language': 'fr-FR,fr;q=0.9' };
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };

/** What `requestLanguage` reads of a request: its cookies and its headers. */
const requestWith = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it("takes the browser's most preferred language the site speaks, by its primary subtag", () => {
    expect(requestLanguage(requestWith(FRENCH_BROWSER))).toBe('fr');
    expect(requestLanguage(requestWith({ 'accept-language': 'fr-CA' }))).toBe('fr');
    expect(requestLanguage(requestWith({ 'accept-language': 'de-DE, fr;q=0.5, en;q=0.2' }))).toBe(
      'fr',
    );
    expect(requestLanguage(requestWith(ENGLISH_BROWSER))).toBe('en');
  });

  it('answers English when the browser asks for nothing the site speaks, or for nothing at all', () => {
    expect(requestLanguage(requestWith({ 'accept-language': 'de-DE,de;q=0.9' }))).toBe('en');
    expect(requestLanguage(requestWith({}))).toBe('en');
  });

  it("puts the person's choice (the cookie) before the browser's, unless it is no language", () => {
    expect(requestLanguage(requestWith(ENGLISH_BROWSER, { kinora_lang: 'fr' }))).toBe('fr');
    expect(requestLanguage(requestWith(FRENCH_BROWSER, { kinora_lang: 'en' }))).toBe('en');
    expect(requestLanguage(requestWith(FRENCH_BROWSER, { kinora_lang: 'xx' }))).toBe('fr');
  });
});

describe('translate', () => {
  it('is the English text itself in English, with its values put in', () => {
    const said = message('Link {{number}} needs a title.', { number: 2 });
    expect(translate(said)).toBe('Link 2 needs a title.');
    expect(translate(said, 'fr')).toBe('Le lien 2 doit avoir un titre.');
  });

  it('translates a value that is a message itself (a size, in French units)', () => {
    const said = message('The avatar is too large (at most {{max}}).', {
      max: message('{{size}} MB', { size: 2.5 }),
    });
    expect(translate(said)).toBe('The avatar is too large (at most 2.5 MB).');
    expect(translate(said, 'fr')).toBe('L’avatar est trop volumineux (2,5\u00a0Mo au maximum).');
  });
});

describe("the API's errors", () => {
  const unknownRoute = { method: 'GET' as const, url: '/nowhere' };

  it('are answered in English by default, word for word as before', async () => {
    const res = await t.inject(unknownRoute);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({
      statusCode: 404,
      message: 'Route GET /api/v1/nowhere not found.',
      errors: [],
      success: false,
    });
    const anonymous = await t.inject({ method: 'GET', url: '/users/current-user' });
    expect(errorOf(anonymous).message).toBe('Authentication required.');
  });

  it('are answered in French to a browser set to French', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: FRENCH_BROWSER,
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Authentification requise.');
  });

  it('are answered in the language of the kinora_lang cookie over an English browser', async () => {
    const res = await t.inject({
      ...unknownRoute,
      headers: ENGLISH_BROWSER,
      cookies: { kinora_lang: 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Route GET /api/v1/nowhere introuvable.');
  });

  it('put their values into the French sentence', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/users/register',
      headers: FRENCH_BROWSER,
      payload: {
        username: 'shortpassword',
        email: 'shortpassword@example.com',
        fullName: 'Short Password',
        password: '12345',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'Le mot de passe doit contenir au moins 6 caractères.',
      errors: [
        { field: 'password', message: 'Le mot de passe doit contenir au moins 6 caractères.' },
      ],
    });
  });

  it("name a field the request's schema refuses in French, and in English by default", async () => {
    const user = await t.registerUser();
    const bare = { method: 'DELETE' as const, url: '/users', payload: {} };
    const french = await t.inject({ ...bare, headers: { ...user.headers, ...FRENCH_BROWSER } });
    expect(french.statusCode).toBe(400);
    expect(errorOf(french)).toEqual({
      statusCode: 400,
      message: 'Le champ password est obligatoire',
      errors: [{ field: 'password', message: 'Le champ password est obligatoire' }],
      success: false,
    });
    const english = await t.inject({ ...bare, headers: user.headers });
    expect(errorOf(english)).toEqual({
      statusCode: 400,
      message: 'password is required',
      errors: [{ field: 'password', message: 'password is required' }],
      success: false,
    });
  });

  it('name the fields a request should not carry in French', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      headers: FRENCH_BROWSER,
      payload: { email: 'nobody@example.com', password: 'whatever', theme: 'dark' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'Champ inconnu\u202f: "theme".',
      errors: [{ field: 'theme', message: 'Champ inconnu\u202f: "theme".' }],
    });
  });
});

describe('the embed page', () => {
  it("is written in the viewer's language", async () => {
    const missing = '/embed/000000000000000000000000';
    const french = await t.app.inject({ method: 'GET', url: missing, headers: FRENCH_BROWSER });
    expect(french.statusCode).toBe(404);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('Cette vidéo n’est pas disponible');
    const english = await t.app.inject({ method: 'GET', url: missing });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('This video is unavailable');
  });
});

describe('the shell page', () => {
  // As the build writes it: minified, the description and the `<noscript>` in English.
  const SHELL_PAGE =
    '<!doctype html><html lang=en><head><meta name=description content="Kinora: watch, share and discuss videos with your community."><title>Kinora</title></head><body><noscript>Kinora needs JavaScript to run.</noscript><div id=root></div></body></html>';

  it("is written in the visitor's language: its lang, its description and its noscript", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-i18n-'));
    const shellDir = path.join(dir, 'shell');
    await fs.mkdir(shellDir);
    await fs.writeFile(path.join(shellDir, 'index.html'), SHELL_PAGE);
    const shell = Fastify({ logger: false });
    try {
      await shell.register(web, {
        web: loadConfig({ DATA_DIR: dir, WEB_SHELL_DIR: shellDir }).web,
      });
      const french = await shell.inject({ method: 'GET', url: '/', headers: FRENCH_BROWSER });
      expect(french.headers.vary).toContain('Accept-Language');
      expect(french.body).toContain('<html lang="fr">');
      expect(french.body).toContain(
        'content="Kinora\u202f: regardez, partagez et commentez des vidéos avec votre communauté."',
      );
      expect(french.body).toContain(
        '<noscript>Kinora a besoin de JavaScript pour fonctionner.</noscript>',
      );
      const english = await shell.inject({ method: 'GET', url: '/' });
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain(
        'content="Kinora: watch, share and discuss videos with your community."',
      );
      expect(english.body).toContain('<noscript>Kinora needs JavaScript to run.</noscript>');
    } finally {
      await shell.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a mail', () => {
  const frame = { siteName: 'Kinora', absoluteUrl: (path: string) => `https://kinora.test${path}` };

  it('is written in the language it is given, its layout too', () => {
    const laidOut = layOutMail(passwordResetMail('token', 'fr'), frame);
    expect(laidOut.subject).toBe('Réinitialisez votre mot de passe');
    expect(laidOut.html).toContain('<html lang="fr">');
    expect(laidOut.html).toContain('Si le bouton ne fonctionne pas, ouvrez ce lien\u202f:');
    expect(laidOut.text).toContain('Choisir un nouveau mot de passe\u202f: https://kinora.test/');
  });

  it('reads as before in English', () => {
    const laidOut = layOutMail(passwordResetMail('token', 'en'), frame);
    expect(laidOut.subject).toBe('Reset your password');
    expect(laidOut.html).toContain('<html lang="en">');
    expect(laidOut.html).toContain('If the button does not work, open this link: <a href=');
    expect(laidOut.text).toContain('The link works once, for 60 minutes.');
  });
});
