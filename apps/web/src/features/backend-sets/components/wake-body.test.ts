import { describe, expect, it } from 'vitest';
import { blankWake, wakeBody } from './wake-fields';

const panel = {
  ...blankWake,
  enabled: true,
  pterodactyl_url: 'https://panel.example.com',
  pterodactyl_server: '1a7ce997',
};

describe('the wake the set editor sends', () => {
  it('keeps the stored key when the key field is left empty', () => {
    expect(wakeBody(panel)).not.toHaveProperty('pterodactyl_key');
    expect(wakeBody({ ...panel, pterodactyl_key: 'ptlc_new' })).toMatchObject({
      pterodactyl_key: 'ptlc_new',
    });
  });

  it('drops the key and server of a panel whose URL was cleared', () => {
    expect(wakeBody({ ...panel, pterodactyl_url: '' })).toMatchObject({
      pterodactyl_url: '',
      pterodactyl_key: '',
      pterodactyl_server: '',
    });
  });
});
