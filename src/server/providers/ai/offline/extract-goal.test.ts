import { describe, expect, it } from 'vitest';
import { extractDirection, extractMetric } from './extract-metric';
import { extractObjective } from './extract-objective';

describe('extractMetric', () => {
  it.each([
    ['more qualified leads', 'leads'],
    ['Grow MRR', 'recurring revenue'],
    ['reduce customer churn', 'churn'],
    ['improve website conversion rate', 'conversion rate'],
    ['first response time under 2 hours', 'response time'],
    ['Increase NPS', 'nps'],
    ['cut cloud spend', 'cost'],
    ['reduce our customer acquisition cost', 'acquisition cost'],
    ['shorten our sales cycle', 'sales cycle'],
    ['lower employee attrition', 'staff turnover'],
    ['we keep losing customers after the trial', 'churn'],
  ])('finds the metric in %j', (text, metric) => {
    expect(extractMetric(text)).toBe(metric);
  });

  it('does not read "sales" in "sales team" or "sales dashboard" as revenue', () => {
    expect(extractMetric('our sales team needs a sales dashboard')).toBeNull();
  });

  it('returns null when no metric is named', () => {
    expect(extractMetric('we want to modernise things')).toBeNull();
  });
});

describe('extractDirection', () => {
  it('reads the first direction word', () => {
    expect(extractDirection('Boost open rates')).toBe('increase');
    expect(extractDirection('Cut invoice processing time in half')).toBe('decrease');
    expect(extractDirection('Launch a portal')).toBeNull();
  });
});

describe('extractObjective', () => {
  it.each([
    ['We want to increase qualified leads by 30% in the next 3 months.', 'Increase qualified leads by 30%'],
    ['Our goal is to generate £250k in new pipeline within the next 90 days', 'Generate £250k in new pipeline'],
    ["We're drowning in invoices. Want to cut invoice processing time in half.", 'Cut invoice processing time in half'],
    ['more leads', 'Increase leads'],
    ['honestly we just need more revenue. Want +20% yoy', 'Increase revenue by 20%'],
    ['increasing repeat orders', 'Increase repeat orders'],
    ['Target: reduce energy costs by 12% within a year', 'Reduce energy costs by 12%'],
    [
      'Reduce manual errors in order entry - we see about 5% of orders with mistakes',
      'Reduce manual errors in order entry',
    ],
    ['Please help us reduce our cost per acquisition, which has crept up to £85', 'Reduce our cost per acquisition'],
  ])('turns %j into %j', (text, objective) => {
    expect(extractObjective(text)).toBe(objective);
  });

  it('returns null for empty text', () => {
    expect(extractObjective('   ')).toBeNull();
  });
});

describe('objective titles read as a person writes them', () => {
  it('keeps a goal that starts with a verb as written, never "Achieve Ramp …"', () => {
    expect(extractObjective('Ramp new sales hires to quota 30% faster')).toBe(
      'Ramp new sales hires to quota 30% faster',
    );
  });

  it('leaves a noun phrase as the client wrote it rather than gluing "Achieve" on', () => {
    expect(extractObjective('Customer churn under 5%')).toBe('Customer churn under 5%');
  });
});
