-- wrk's script for one benchmark call (scripts/support/measure-scenario.ts): GET the paths
-- of WRK_PATHS (a file, one path a line) in turn, from line WRK_START on, each request from
-- an address of its own when WRK_VISITORS is 1, then print the call's figures as one JSON line.
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local turn = tonumber(os.getenv("WRK_START") or "0")
local visitors = os.getenv("WRK_VISITORS") == "1"

request = function()
  local path = paths[turn % #paths + 1]
  local headers = nil
  if visitors then
    -- wrk.format takes these headers instead of wrk.headers (the -H ones), so both are copied.
    headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    -- One of 65,536 addresses of 198.18.0.0/15, set aside for benchmarks.
    headers["X-Forwarded-For"] = string.format("198.18.%d.%d", math.floor(turn / 256) % 256, turn % 256)
  end
  turn = turn + 1
  return wrk.format("GET", path, headers)
end

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"failed":%d,"httpErrors":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status,
    latency:percentile(50), latency:percentile(99)))
end
