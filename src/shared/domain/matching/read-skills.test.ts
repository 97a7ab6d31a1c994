import { describe, expect, it } from 'vitest';
import { readSkillsFrom, skillDisplayName } from './read-skills';

const skillsOf = (text: string, toolsCount = true) =>
  readSkillsFrom(text, 'goal', toolsCount).map((read) => read.skill);

describe('reading skills from a client’s words', () => {
  it('turns no word that is not a skill into one', () => {
    expect(skillsOf('Outcome delivery and integration for the whole team, make it better')).toEqual([]);
    expect(skillsOf('Delivery Lead')).toEqual([]);
    expect(skillsOf('Outcome Strategist')).toEqual([]);
  });

  it('leaves out a product named in passing, and keeps it when the work is about it', () => {
    expect(skillsOf('We use Notion for SOPs and HubSpot for sales, Klaviyo for email', false)).toEqual(['SOP']);
    expect(skillsOf('Move our customer list from spreadsheets into HubSpot')).toEqual(['CRM', 'HubSpot']);
  });

  it('does not read whom the client sells to as the work', () => {
    expect(skillsOf('We need more leads from LinkedIn, we sell to HR directors')).not.toContain('HR');
    expect(skillsOf('Our HR policies are out of date')).toContain('HR Policies');
  });

  it('reads a customer’s supplier questionnaire by its subject, not as the client’s buying', () => {
    expect(skillsOf('Need our carbon footprint for a big retailer’s supplier questionnaire')).toEqual([
      'Carbon Accounting',
    ]);
    expect(skillsOf('We have too many suppliers')).toEqual(['Procurement', 'Vendor Management']);
  });

  it('reads “quality” only inside a phrase: alone in a sentence it is rarely the work', () => {
    expect(skillsOf('High quality photos for the shop')).toEqual([]);
    expect(skillsOf('Set up quality control on the line')).toEqual(['Quality Management']);
  });

  it('credits synonyms and word forms as the skill they spell', () => {
    expect(skillsOf('Set up demand planning and automated workflows')).toEqual(['Demand Forecasting', 'Automation']);
    expect(skillsOf('search engine optimization for our site')).toEqual(['SEO']);
  });

  it('reads a described need as the skills that meet it, and corrects a single typo', () => {
    expect(skillsOf('pickng too slow')).toEqual(['Warehouse Operations', 'Lean']);
    expect(skillsOf('a culture of continous improvment')).toEqual(['Continuous Improvement']);
  });

  it('keeps where each skill was read', () => {
    expect(readSkillsFrom('Board dashboard in Power BI', 'goal', true)).toEqual([
      { skill: 'Dashboards', sources: [{ field: 'goal', phrase: 'dashboard' }] },
      { skill: 'Power BI', sources: [{ field: 'goal', phrase: 'Power BI' }] },
    ]);
  });

  it('writes skills as profiles do', () => {
    expect(skillDisplayName('kpi design')).toBe('KPI Design');
    expect(skillDisplayName('ci/cd')).toBe('CI/CD');
    expect(skillDisplayName('hubspot')).toBe('HubSpot');
  });
});
