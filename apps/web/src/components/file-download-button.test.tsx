import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDownloadButton } from './file-download-button';

const inList = (button: React.ReactNode) => <ul>{button}</ul>;

describe('FileDownloadButton (issue 39)', () => {
  it('downloads on a click, with its note beside the button', async () => {
    const download = vi.fn(async () => undefined);
    render(
      inList(
        <FileDownloadButton
          label="Download receipt.pdf"
          failedText="We could not download this file."
          download={download}
          note={<span>12 KB</span>}
        />,
      ),
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Download receipt.pdf 12 KB');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download receipt.pdf' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failed download under the button, and clears it when tried again', async () => {
    let attempt = 0;
    const download = vi.fn(() => (++attempt === 1 ? Promise.reject(new Error('503')) : Promise.resolve()));
    render(inList(<FileDownloadButton label="Download a.png" failedText="Try again." download={download} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download a.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again.');
    await user.click(screen.getByRole('button', { name: 'Download a.png' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(download).toHaveBeenCalledTimes(2);
  });
});
