import { PCP_SEARCH_MESSAGES } from '@dash/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { zodResolverImport } from './zod-resolver-import';

const loadSchema = vi.fn(() =>
  import('@dash/domain/find-care/pcp-search-fields').then((m) => m.PcpSearchFields),
);

function SearchForm({ onSearch }: { readonly onSearch: (values: unknown) => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolverImport(loadSchema),
    defaultValues: { zip: '', radius: '10', searchString: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSearch)}>
      <label>
        ZIP code <input {...register('zip')} />
      </label>
      <p role="alert">{formState.errors.zip?.message}</p>
      <button type="submit">Search</button>
    </form>
  );
}

describe('zodResolverImport (decision 072)', () => {
  it('imports the schema at the first check, not as the form renders, then checks as zodResolver does', async () => {
    const onSearch = vi.fn();
    render(<SearchForm onSearch={onSearch} />);
    expect(loadSchema).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(PCP_SEARCH_MESSAGES.zip)).toBeInTheDocument();
    expect(loadSchema).toHaveBeenCalled();
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('ZIP code'), '97201');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The schema's output: the radius coerced to a number, as zodResolver hands it on.
    await vi.waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(
        { zip: '97201', radius: 10, searchString: '' },
        expect.anything(),
      ),
    );
  });
});
