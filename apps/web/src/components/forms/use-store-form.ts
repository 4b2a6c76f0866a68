import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { applyServerErrors } from './server-errors';

/**
 * react-hook-form with a contract schema as its resolver (validation runs on submit, spec §5),
 * plus what every store form does with a failed request: the server's per-field errors under
 * their fields, anything else in a banner. `fields` are the values shown as inputs (by default
 * all of them): an error on any other value (a hidden token) goes to the banner.
 */
export function useStoreForm<T extends FieldValues>(
  schema: $ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  fields: readonly Path<T>[] = Object.keys(defaultValues) as Path<T>[],
) {
  const form = useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues,
  });
  const [banner, setBanner] = useState<string | null>(null);
  const submit = (action: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setBanner(null);
      try {
        await action(values);
      } catch (error) {
        setBanner(applyServerErrors(error, form.setError, fields));
      }
    });
  return { control: form.control, banner, submit };
}
