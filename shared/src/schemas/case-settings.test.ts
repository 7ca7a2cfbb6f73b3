import { casePatternProblem, CaseSettingsSaveBody, patternsMayClash } from './case-settings';

describe('the 案号 pattern rules', () => {
  it('take a pattern with 届, 次 and a closing sequence, each part set off by a non-digit', () => {
    for (const pattern of ['R{jie}-{ci}-{seq}', '{jie}届{ci}次第{seq}', 'NPC{ci}/{jie}/No.{seq}', '2026R{jie}-{ci}-{seq}'])
      expect({ pattern, problem: casePatternProblem(pattern) }).toEqual({ pattern, problem: null });
  });

  it('refuse a pattern that could give one number twice, or that the counter could not resume from', () => {
    expect(casePatternProblem('R{jie}-{ci}')).toBe('settings.patternNeedsSeq');
    expect(casePatternProblem('R{jie}-{ci}-{seq}号')).toBe('settings.patternNeedsSeq');
    expect(casePatternProblem('R{seq}-{jie}-{ci}-{seq}')).toBe('settings.patternNeedsSeq');
    expect(casePatternProblem('R{jie}-{seq}')).toBe('settings.patternNeedsSession');
    expect(casePatternProblem('R{ci}-{seq}')).toBe('settings.patternNeedsSession');
    expect(casePatternProblem('R{jie}{ci}-{seq}')).toBe('settings.patternAmbiguous');
    expect(casePatternProblem('R{jie}-{ci}5{seq}')).toBe('settings.patternAmbiguous');
    expect(casePatternProblem('R{jie}-{ci}-{Seq}')).toBe('settings.patternUnknownPart');
    expect(casePatternProblem('R{jie}-{ci}-{seq')).toBe('settings.patternUnknownPart');
  });

  it('keep the two bodies apart by the text their numbers begin with', () => {
    expect(patternsMayClash('R{jie}-{ci}-{seq}', 'Z{jie}-{ci}-{seq}')).toBe(false);
    expect(patternsMayClash('{jie}-{ci}-{seq}', 'Z{jie}-{ci}-{seq}')).toBe(false);
    expect(patternsMayClash('NPC{jie}-{ci}-{seq}', 'NPCX{jie}-{ci}-{seq}')).toBe(false);
    expect(patternsMayClash('R{jie}-{ci}-{seq}', 'R{jie}届{ci}次{seq}')).toBe(true);
    expect(patternsMayClash('R{jie}-{ci}-{seq}', 'R1{jie}-{ci}-{seq}')).toBe(true);
  });

  it('want every setting in a save, each deadline within its unit’s bounds', () => {
    const body = {
      npcPattern: ' R{jie}-{ci}-{seq} ',
      cppccPattern: 'Z{jie}-{ci}-{seq}',
      digits: '4',
      replyMonths: 3,
      coOpinionMonths: 1,
      rehandleMonths: 24,
      returnDays: 365,
      cosignDays: 5,
      reminderDays: 1,
      extensionMonths: 1,
      extensionsMax: 0,
    };
    expect(CaseSettingsSaveBody.parse(body)).toMatchObject({ npcPattern: 'R{jie}-{ci}-{seq}', digits: 4 });
    const { cosignDays: _left, ...partial } = body;
    expect(CaseSettingsSaveBody.safeParse(partial).error?.issues[0]?.path).toEqual(['cosignDays']);
    expect(CaseSettingsSaveBody.safeParse({ ...body, rehandleMonths: 25 }).error?.issues[0]?.message).toBe('settings.rehandleMonthsRange');
    expect(CaseSettingsSaveBody.safeParse({ ...body, returnDays: 0 }).error?.issues[0]?.message).toBe('settings.returnDaysRange');
    expect(CaseSettingsSaveBody.safeParse({ ...body, extensionsMax: 11 }).error?.issues[0]?.message).toBe('settings.extensionsMaxRange');
    expect(CaseSettingsSaveBody.safeParse({ ...body, cppccPattern: 'R{jie}-{ci}-{seq}' }).error?.issues[0]).toMatchObject({
      path: ['cppccPattern'],
      message: 'settings.patternsClash',
    });
  });
});
