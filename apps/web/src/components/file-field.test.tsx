import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileField } from './file-field';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('FileField (issue 39)', () => {
  it('is named by its label, sends its files as `attachments`, offering PDF, JPEG and PNG only', () => {
    render(<FileField label="Itemized receipt" hint="Up to 3 files" />);
    const control = screen.getByLabelText('Itemized receipt');
    expect(control).toHaveAttribute('type', 'file');
    expect(control).toHaveAttribute('name', 'attachments');
    expect(control).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    expect(control).toHaveAttribute('multiple');
    expect(control).toHaveAttribute('data-max-files', '3');
  });

  it('is required only when its form says so', () => {
    const { unmount } = render(<FileField label="Receipt" required />);
    expect(screen.getByLabelText('Receipt')).toBeRequired();
    unmount();
    render(<FileField label="Attachments (optional)" />);
    expect(screen.getByLabelText('Attachments (optional)')).not.toBeRequired();
  });

  it('ties its hint, and its error once there is one, to the control', () => {
    const { rerender } = render(<FileField label="Receipt" hint="PDF, JPEG or PNG" />);
    const control = screen.getByLabelText('Receipt');
    expect(control).toHaveAccessibleDescription('PDF, JPEG or PNG');
    expect(control).not.toHaveAttribute('aria-invalid');
    rerender(<FileField label="Receipt" hint="PDF, JPEG or PNG" error="Attach the receipt." />);
    expect(control).toHaveAccessibleDescription('PDF, JPEG or PNG Attach the receipt.');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Attach the receipt.');
  });

  it('keeps the files chosen, for the form to read from the control when it is sent', async () => {
    render(<FileField label="Attachments" />);
    const control = screen.getByLabelText('Attachments') as HTMLInputElement;
    await userEvent.setup().upload(control, [pdf('a.pdf'), pdf('b.pdf')]);
    // The form reads the control's files (jsdom's FormData does not see files chosen this way).
    expect([...(control.files ?? [])].map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it("is off in the server's HTML and takes files once React renders it", () => {
    expect(renderToString(<FileField label="Receipt" />)).toMatch(/<input[^>]*type="file"[^>]*disabled=""/);
    render(<FileField label="Receipt" />);
    expect(screen.getByLabelText('Receipt')).toBeEnabled();
  });
});
