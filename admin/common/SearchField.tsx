import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** A labelled search box (the label doubles as the placeholder unless one is given). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  name = 'q',
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
}) {
  return (
    <TextField
      type="search"
      size="small"
      margin="none"
      name={name}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '1 1 240px', minWidth: 0 }}
      slotProps={{
        inputLabel: placeholder ? { shrink: true } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
