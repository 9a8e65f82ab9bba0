import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The alert rules and the dashboard in `deploy/` name metrics the server really serves: a renamed
 * metric would otherwise leave an alert that never fires and a panel that stays empty.
 */

const DEPLOY = path.resolve(import.meta.dirname, '..', '..', 'deploy');
const TOKEN = 'metrics-token-for-the-tests';

interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

interface Dashboard {
  title: string;
  panels: { title: string; targets: { expr: string }[] }[];
}

const alertRules = (): AlertRule[] => {
  const file = parse(readFileSync(path.join(DEPLOY, 'prometheus', 'alerts.yml'), 'utf8')) as {
    groups: { name: string; rules: AlertRule[] }[];
  };
  return file.groups.flatMap((group) => group.rules);
};

const dashboard = (): Dashboard =>
  JSON.parse(
    readFileSync(path.join(DEPLOY, 'grafana', 'kinora-dashboard.json'), 'utf8'),
  ) as Dashboard;

/** The metric families an expression reads (a histogram's `_bucket`, `_count` and `_sum` are its). */
function familiesIn(expr: string): string[] {
  const names = expr.match(/\b(?:kinora|process|nodejs)_[a-z0-9_]+\b/g) ?? [];
  return names.map((name) => name.replace(/_(bucket|count|sum)$/, ''));
}

/** The families a scrape declares (`# TYPE name kind`). */
function declaredFamilies(exposition: string): Set<string> {
  const families = new Set<string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) \S+$/gm)) families.add(match[1] ?? '');
  return families;
}

describe('the monitoring files in deploy/', () => {
  let t: TestApp;
  let served: Set<string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    served = declaredFamilies(res.body);
  });
  afterAll(async () => {
    await t.close();
  });

  it('alert on metrics the server serves, each with a severity and words for the person paged', () => {
    const rules = alertRules();
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'KinoraServerErrors',
        'KinoraSlowAnswers',
        'KinoraQueueStuck',
        'KinoraDiskFilling',
      ]),
    );
    for (const rule of rules) {
      const families = familiesIn(rule.expr);
      expect(families.length, rule.alert).toBeGreaterThan(0);
      for (const family of families) expect(served, `${rule.alert}: ${family}`).toContain(family);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length, rule.alert).toBeGreaterThan(10);
      expect(rule.annotations.description.length, rule.alert).toBeGreaterThan(10);
      if (rule.for) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
    }
  });

  it('draw panels from metrics the server serves', () => {
    const board = dashboard();
    expect(board.panels.length).toBeGreaterThan(10);
    for (const panel of board.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets)
        for (const family of familiesIn(target.expr))
          expect(served, `${panel.title}: ${family}`).toContain(family);
    }
  });

  it('catch a metric that is not served', () => {
    // The check itself can fail: a made-up family is not among those served.
    expect(familiesIn('rate(kinora_made_up_total[5m])')).toEqual(['kinora_made_up_total']);
    expect(served).not.toContain('kinora_made_up_total');
  });
});
