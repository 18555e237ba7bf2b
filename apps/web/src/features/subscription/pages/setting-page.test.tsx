import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { fakeApi, renderAt } from '../../../test/page';
import { inLanguage } from '../../../test/utils';
import { SubscriptionSettingPage } from './setting-page';

const saved = {
  retryDelays: [1, 3, 5],
  afterLastRetry: 'cancel',
  emailUpcoming: true,
  emailFailed: true,
  emailCancelled: true,
  defaultCancelMode: 'end_of_cycle',
};

describe('subscription settings', () => {
  const api = fakeApi();
  const show = () => {
    api.answer((u, init) => (u.pathname.endsWith('/setting/save') ? JSON.parse(String(init?.body)) : saved));
    renderAt('/subscription/setting', <SubscriptionSettingPage />, { codes: ['subscription:setting'] });
  };

  it('refuses retry delays that do not increase, and saves them once they do', async () => {
    await inLanguage('en');
    show();
    const third = await screen.findByLabelText('Retry 3 after');
    await waitFor(() => expect((third as HTMLInputElement).value).toBe('5'));
    fireEvent.change(third, { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Keep the subscription and leave the cycle unpaid'));
    fireEvent.click(screen.getByRole('switch', { name: 'Failed charge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each retry must come later than the one before.')).toBeTruthy();
    expect(api.sent('/setting/save')).toHaveLength(0);

    fireEvent.change(third, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies('/setting/save')).toEqual([{ ...saved, retryDelays: [1, 3, 7], afterLastRetry: 'unpaid', emailFailed: false }]));
    expect(await screen.findByText('Subscription settings saved')).toBeTruthy();
  });

  it('adds a retry up to the limit and names an out-of-range one in Chinese', async () => {
    await inLanguage('zh-cn');
    show();
    await screen.findByLabelText('第 3 次重试间隔');
    fireEvent.click(screen.getByRole('button', { name: /添加重试/ }));
    const fourth = await screen.findByLabelText('第 4 次重试间隔');
    fireEvent.change(fourth, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('第 4 次重试：请输入 1 至 60 之间的整数。')).toBeTruthy();
    expect(api.sent('/setting/save')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and saves from the question', async () => {
    await inLanguage('en');
    api.answer((u, init) => (u.pathname.endsWith('/setting/save') ? JSON.parse(String(init?.body)) : saved));
    renderAt(
      '/subscription/setting',
      <>
        <SubscriptionSettingPage />
        <Link to="/elsewhere">Elsewhere</Link>
      </>,
      { codes: ['subscription:setting'] },
    );
    await waitFor(() => expect((screen.getByLabelText('Retry 3 after') as HTMLInputElement).value).toBe('5'));
    fireEvent.click(screen.getByRole('switch', { name: 'Cancellation' }));
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(await screen.findByText('Unsaved changes detected. Do you want to leave this page without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(api.bodies('/setting/save')).toEqual([{ ...saved, emailCancelled: false }]));
  });
});
