import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('keeps focus while busy and ignores presses, a submit included', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Email" />
        <Button type="submit" onClick={onClick}>
          Send invitation
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Send invitation' });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Email" />
        <Button type="submit" onClick={onClick} busy>
          Send invitation
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
