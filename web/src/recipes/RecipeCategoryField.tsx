import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showErrorToast } from '../platform/toaster';
import { recipeCategoriesQuery, useAddRecipeCategory } from './queries';

/** The recipe's category, and a field that adds a category to the venue's and selects it. */
export function RecipeCategoryField({
  venueId,
  categoryId,
  onChange,
}: {
  venueId: string;
  categoryId: string;
  onChange: (categoryId: string) => void;
}) {
  const id = useId();
  const [newCategory, setNewCategory] = useState('');
  const categories = useQuery(recipeCategoriesQuery(venueId));
  const addCategory = useAddRecipeCategory(venueId);
  return (
    <>
      <FormGroup label="Category" labelFor={`${id}-category`}>
        <HTMLSelect
          id={`${id}-category`}
          fill
          value={categoryId}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">No category</option>
          {(categories.data?.categories ?? []).map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="Add a category" labelFor={`${id}-new-category`}>
        <InputGroup
          id={`${id}-new-category`}
          value={newCategory}
          onValueChange={setNewCategory}
          rightElement={
            <Button
              variant="minimal"
              icon="add"
              aria-label="Add category"
              disabled={!newCategory.trim()}
              loading={addCategory.isPending}
              onClick={() =>
                addCategory.mutate(newCategory, {
                  onSuccess: (category) => {
                    onChange(category._id);
                    setNewCategory('');
                  },
                  onError: showErrorToast,
                })
              }
            />
          }
        />
      </FormGroup>
    </>
  );
}
