import { forwardRef, useMemo, type ComponentProps } from 'react';
import { COUNTRY_CODES, countryName } from '@shared/domain/countries';
import { NativeSelect } from './native-select';

/** A native select of ISO 3166-1 countries by English name, valued by alpha-2 code; `emptyLabel` adds a blank choice. */
export const CountrySelect = forwardRef<HTMLSelectElement, ComponentProps<'select'> & { emptyLabel?: string }>(
  function CountrySelect({ emptyLabel, ...props }, ref) {
    const countries = useMemo(
      () =>
        COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name)),
      [],
    );
    return (
      <NativeSelect ref={ref} {...props}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </NativeSelect>
    );
  },
);
