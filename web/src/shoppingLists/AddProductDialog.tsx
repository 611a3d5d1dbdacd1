import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { type CatalogueRow, catalogueMessages, defaultCatalogueSearchFields } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { catalogueSearchQuery } from '../catalogue/queries';
import { NoticeCallout } from '../platform/NoticeCallout';
import { showToast } from '../platform/toaster';
import { NumberFields, numberErrorsOf, numbersBody } from './EditVenueProductDialog';
import { type Placement, PlacementFields } from './PlacementFields';
import { useAddVenueProduct, useChangeVenueProduct } from './queries';

const CHOICES_SHOWN = 8;
const emptyNumbers = { monthlyLimit: '', specialPrice: '', OMSSpecialPrice: '' };

/** Spec 01 §2 'Add Product': find a catalogue product, then say where it lives and any limit or special price. */
export function AddProductDialog({
  venueId,
  isOpen,
  secondaryZones,
  onClose,
}: {
  venueId: string;
  isOpen: boolean;
  secondaryZones: readonly string[];
  onClose: () => void;
}) {
  const [term, setTerm] = useState('');
  const [searchedTerm, setSearchedTerm] = useState('');
  const [chosen, setChosen] = useState<CatalogueRow | null>(null);
  const [placement, setPlacement] = useState<Placement>({ zone: '', secondaryZone: '', type: '' });
  const [isFavourite, setIsFavourite] = useState(false);
  const [numbers, setNumbers] = useState(emptyNumbers);
  const [isTermMissing, setIsTermMissing] = useState(false);
  const found = useQuery(
    catalogueSearchQuery(venueId, { term: searchedTerm, fields: [...defaultCatalogueSearchFields] }),
  );
  const addProduct = useAddVenueProduct(venueId);
  const change = useChangeVenueProduct(venueId);
  const errors = numberErrorsOf(numbers);
  const choices = (found.data?.products ?? []).filter((product) => !product.isOnShoppingList).slice(0, CHOICES_SHOWN);

  const search = () => {
    if (term.trim() === '') {
      setIsTermMissing(true);
      return;
    }
    setIsTermMissing(false);
    setChosen(null);
    setSearchedTerm(term.trim());
  };

  const choose = (product: CatalogueRow) => {
    setChosen(product);
    setPlacement({ zone: product.zone ?? '', secondaryZone: '', type: product.type });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || addProduct.isPending || Object.keys(errors).length > 0) return;
    const extras = numbersBody(numbers);
    addProduct.mutate(
      { productId: chosen.productId, ...placement, isFavourite },
      {
        onSuccess: (list) => {
          const added = list.products.find((product) => product.productId === chosen.productId);
          const hasExtras = Object.values(extras).some((value) => value !== null);
          if (added && hasExtras) {
            change.mutate({
              venueProductId: added.venueProductId,
              body: { zone: added.zone, secondaryZone: added.secondaryZone, type: added.type, ...extras },
            });
          }
          onClose();
          void showToast({ intent: 'success', icon: 'tick', message: `${chosen.title} added to your products` });
        },
      },
    );
  };

  return (
    <Dialog
      title="Add Product"
      icon="add"
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        setTerm('');
        setSearchedTerm('');
        setChosen(null);
        setIsFavourite(false);
        setNumbers(emptyNumbers);
        setIsTermMissing(false);
        addProduct.reset();
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {addProduct.error && (
            <NoticeCallout intent="danger" role="alert" title="The product could not be added">
              {addProduct.error.message}
            </NoticeCallout>
          )}
          <FormGroup
            label="Find a product in your catalogue"
            labelFor="add-product-term"
            helperText={isTermMissing ? catalogueMessages.emptyTerm : 'Title, SKU or supplier'}
            intent={isTermMissing ? 'danger' : 'none'}
          >
            <div className="add-product__search">
              <InputGroup
                id="add-product-term"
                type="search"
                leftIcon="search"
                value={term}
                onValueChange={setTerm}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    search();
                  }
                }}
              />
              <Button text="Search" onClick={search} />
            </div>
          </FormGroup>
          {found.isError && <p role="alert">{catalogueMessages.searchFailed}</p>}
          {searchedTerm !== '' && found.data && choices.length === 0 && <p>No products to add match this search.</p>}
          {choices.length > 0 && (
            <RadioGroup
              label="Product"
              selectedValue={chosen?.productId ?? ''}
              onChange={(event) => {
                const product = choices.find((choice) => choice.productId === event.currentTarget.value);
                if (product) choose(product);
              }}
            >
              {choices.map((product) => (
                <Radio
                  key={product.productId}
                  value={product.productId}
                  label={`${product.title} · ${product.size} · ${product.supplierTitle}`}
                />
              ))}
            </RadioGroup>
          )}
          {chosen && (
            <>
              <PlacementFields value={placement} onChange={setPlacement} secondaryZones={secondaryZones} />
              <NumberFields value={numbers} errors={errors} onChange={setNumbers} />
              <Checkbox
                label="Favourite"
                checked={isFavourite}
                onChange={(event) => setIsFavourite(event.currentTarget.checked)}
              />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text="Add Product"
                loading={addProduct.isPending}
                disabled={!chosen || Object.keys(errors).length > 0}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
