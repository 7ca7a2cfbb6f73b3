/** Strings of closing a case with every unit done: withdrawing an assignment, the close dialog, and co-unit opinions in the lead's reply. */
export const caseClosing = {
  zh: {
    withdraw: '撤回交办',
    withdrawTitle: '撤回对{{unit}}的交办',
    withdrawReason: '撤回理由',
    withdrawHint: '撤回后该单位不再办理本案件，理由记入办理过程并通知该单位。',
    openUnits: '以下承办单位尚未答复或提交意见。请待其办复，或撤回其交办并说明理由后再办结：',
    openUnit: '{{unit}}（{{role}}，{{status}}）',
    opinions: '协办单位意见',
    opinionSent: '{{unit}}：已提交',
    opinionMissing: '{{unit}}：未提交',
    withoutOpinions: '不等协办单位意见，直接答复（办理过程将记录此情况）',
    withoutOpinionsRequired: '请确认不等协办单位意见即答复',
  },
  en: {
    withdraw: 'Withdraw assignment',
    withdrawTitle: 'Withdraw the assignment to {{unit}}',
    withdrawReason: 'Why it is withdrawn',
    withdrawHint: 'The unit no longer handles this case; the reason goes on the timeline and to the unit.',
    openUnits:
      'These units have not replied or sent their opinion yet. Wait for them, or withdraw their assignment with a reason, before closing:',
    openUnit: '{{unit}} ({{role}}, {{status}})',
    opinions: 'Co-handling units’ opinions',
    opinionSent: '{{unit}}: sent',
    opinionMissing: '{{unit}}: not sent',
    withoutOpinions: 'Reply without waiting for the co-handling units’ opinion (the timeline records it)',
    withoutOpinionsRequired: 'Confirm that you reply without the co-handling units’ opinion',
  },
};
