/** A check-in's intake as staff record it at the counter (POST …/check-in, walk-ins). */
export const INTAKE = {
  checklist: {
    screen: 'damaged',
    back: 'ok',
    buttons: 'ok',
    cameras: 'not_checked',
    charging: 'ok',
    powersOn: 'ok',
  },
  conditionNotes: 'Cracked screen, scratches on the back',
  accessories: ['case', 'charger'],
  serial: '356789104563218',
  agreedToEstimate: true,
};
